import screen from '@veso/shop-core/screen.module.css';
import own from './orders.module.css';

/**
 * The class map of the order screens: the shared screen classes, then the orders' own. The shared
 * stylesheet is imported first so that own rules (`.rowLink`, `.unread`) win over `.item`.
 */
const styles: CSSModuleClasses = { ...screen, ...own };

export default styles;
