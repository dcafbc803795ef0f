import screen from '@veso/shop-core/screen.module.css';
import own from './account.module.css';

/**
 * The class map of the account screens: the shared screen classes (page, title, error), then
 * the account's own, so that sign-in, registration and the profile look like every other page.
 */
const styles: CSSModuleClasses = { ...screen, ...own };

export default styles;
