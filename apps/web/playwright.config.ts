import { defineE2eConfig } from '@veso/e2e';

export default defineE2eConfig({ dir: import.meta.dirname });
