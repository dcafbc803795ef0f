import screen from '@veso/shop-core/screen.module.css';
import own from './xskt.module.css';

/**
 * The class map of the paper lottery screens: the shared screen classes, then the
 * feature's own. The shared stylesheet is imported first so that own rules load after it.
 */
const styles: CSSModuleClasses = { ...screen, ...own };

export default styles;
