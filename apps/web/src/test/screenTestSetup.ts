import { cleanup } from '@testing-library/react';
import './englishMessages';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot unmount after each test by itself.
afterEach(cleanup);

// Mantine's growing text boxes listen for web fonts loading, which happy-dom does not offer.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
