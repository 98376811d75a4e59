import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { TransformStream } from 'node:stream/web';

// jsdom lacks these; react-router needs the encoders, the live-updates client (through
// eventsource-parser) the stream.
Object.assign(globalThis, { TextEncoder, TextDecoder, TransformStream });

// jsdom has no matchMedia; react-hot-toast asks it for reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// findBy… and waitFor end as soon as what they wait for is on screen; the 1 s default gave up
// before the grid rendered on a busy 2-core machine, so they wait up to 5 s.
configure({ asyncUtilTimeout: 5_000 });
