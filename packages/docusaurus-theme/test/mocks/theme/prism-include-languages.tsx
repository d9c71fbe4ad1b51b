import {vi} from 'vitest';

/** theme-classic's additionalLanguages loader, as a spy: tests see when and with what it runs. */
const includeLanguages = vi.fn((_prism: unknown) => undefined);
export default includeLanguages;
