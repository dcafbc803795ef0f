// Types of the jest-dom matchers that @veso/vitest-config/react installs at run time.
import '@testing-library/jest-dom/vitest';
