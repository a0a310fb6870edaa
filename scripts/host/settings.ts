// User settings of a run's fresh user-data dir: a quiet workbench (no welcome page, telemetry,
// update checks, recommendations or auto-updates), workspace trust off by default, plus any
// `--setting key=json` the run was given.
import { HarnessError } from './log';

export type Settings = Record<string, unknown>;

export const DEFAULT_SETTINGS: Settings = {
  'workbench.startupEditor': 'none',
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'update.showReleaseNotes': false,
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'security.workspace.trust.enabled': false,
  'chat.commandCenter.enabled': false,
  'git.enabled': false,
  'files.autoSave': 'off',
  'window.restoreWindows': 'none',
};

/** Parses one `key=json` (a value that is not JSON is taken as a string). */
export function parseSetting(spec: string): [string, unknown] {
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new HarnessError(`--setting wants key=value (JSON), got "${spec}"`);
  const key = spec.slice(0, eq).trim();
  const raw = spec.slice(eq + 1);
  try {
    return [key, JSON.parse(raw) as unknown];
  } catch {
    return [key, raw];
  }
}

export function buildSettings(extra: string[]): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS };
  for (const spec of extra) {
    const [key, value] = parseSetting(spec);
    settings[key] = value;
  }
  return settings;
}

/** Whether the run wants workspace trust switched off (the default). */
export function trustDisabled(settings: Settings): boolean {
  return settings['security.workspace.trust.enabled'] === false;
}
