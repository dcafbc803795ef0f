import type { Preview } from '@storybook/react-vite';
import '@veso/ui-kit/global.css';
import { storyPreview } from '@veso/ui-kit/testing';

// Phone sizes of the product: 390px is the e2e viewport, 360px the smallest supported.
const viewports = {
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  frame450: { name: 'Frame 450', styles: { width: '450px', height: '900px' }, type: 'mobile' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // The decorators the package's story tests render with too.
  ...storyPreview,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewports },
    controls: { expanded: true },
  },
  initialGlobals: {
    viewport: { value: 'phone390', isRotated: false },
  },
};

export default preview;
