import screen from '@veso/shop-core/screen.module.css';
import own from './loto.module.css';

/**
 * The class map of the loto screens: the shared screen classes, then the loto's own.
 * The shared stylesheet is imported first so that own rules load after it.
 */
const styles: CSSModuleClasses = { ...screen, ...own };

export default styles;
