import screen from '@veso/shop-core/screen.module.css';
import own from './play/game.module.css';

/**
 * The class map of the Vietlott game screens: the shared screen classes, then the games' own.
 * The shared stylesheet is imported first so that own rules load after it.
 */
const styles: CSSModuleClasses = { ...screen, ...own };

export default styles;
