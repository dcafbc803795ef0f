import { storyPreview } from '@veso/ui-kit/testing';
import { testStories } from '@veso/vitest-config/stories';

testStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), storyPreview);
