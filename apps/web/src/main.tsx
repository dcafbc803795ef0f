import { ShopApp } from '@veso/shop';
import { createRoot } from 'react-dom/client';
import { webAuth } from './auth';
import { WEB_MENU } from './menu';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(<ShopApp auth={webAuth} menu={WEB_MENU} basename="/" />);
