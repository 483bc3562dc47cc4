import { configure } from '@testing-library/dom';

// Testing Library gives `findBy…` and `waitFor` one second by default. A screen that answers in milliseconds
// on an idle machine can take longer when a shared one runs twenty test processes on two cores, and a
// one-second wait then fails a correct screen. Five seconds still fails a screen that never shows the text.
configure({ asyncUtilTimeout: 5000 });
