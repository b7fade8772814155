/**
 * A game's ruleset reader's problems, in words, with the setting each is about where it is about one: the
 * editor shows such a problem at that setting's line, or at a misspelling of a missing one, rather than at
 * the ruleset's name (games/ruleset-rules.ts). The readers' callers that only show the problems (the
 * registry, the sandboxes) read `texts`.
 */
export class RulesProblems {
  readonly texts: string[] = [];
  /** Each problem about a setting, by its text: the setting's name as the game knows it (`start-health`). */
  readonly settingOf = new Map<string, string>();

  add(text: string): void {
    this.texts.push(text);
  }

  /** A problem about the setting `setting` (missing, or its value unusable). */
  aboutSetting(setting: string, text: string): void {
    this.texts.push(text);
    this.settingOf.set(text, setting);
  }
}
