import screen from '@veso/shop-core/screen.module.css';
import own from './group-play.module.css';

/**
 * The class map of the group play screens: the shared screen classes, then the feature's
 * own. The shared stylesheet is imported first so that own rules load after it.
 */
const styles: CSSModuleClasses = { ...screen, ...own };

export default styles;
