// Shared helpers of the in-host suites (test/integration/*.test.ts). Import from here:
//   import { takeScreenshot, waitFor, fixtureUri, outsideDir } from './helpers';
export { FIXTURES, fixturePath, fixtureUri, outsideDir, resultsDir, vscodeLine, workspaceDir, workspaceFilePath } from './env';
export { screenshotsAvailable, takeScreenshot, type ScreenshotOptions } from './screenshot';
export { sleep, waitFor, type WaitOptions } from './wait';
export { EXTENSION_ID, activateExtension, openFixture, resetEditors, updateSettings } from './workbench';
export { dialogsAvailable, dismissDialog, pressDialogButton, type DialogOptions } from './dialog';
