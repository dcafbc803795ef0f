// Checkout has no classes of its own: its screens use the shared screen classes as they are.
// Components import this file, so a class of checkout's own would be merged in here.
export { default } from '@veso/shop-core/screen.module.css';
