/** The jest-dom matchers (toBeInTheDocument, …) that jest/setupDom.ts installs. */
/// <reference types="@testing-library/jest-dom" />
