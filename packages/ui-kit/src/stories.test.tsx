import { testStories } from '@veso/vitest-config/stories';
import { storyPreview } from './storybook/preview';

testStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), storyPreview);
