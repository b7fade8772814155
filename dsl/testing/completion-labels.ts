/** The labels completion offers at `|` in a Summoner's Grid card file (no ruleset: the default game). */
import { LanguageService } from '../language-service/service';
import { Project } from '../project';

export function gridCompletionLabels(text: string, path = 'content/summoners-grid/cards/building/probe.smith'): string[] {
  const service = new LanguageService(new Project());
  service.update(path, text.replace('|', ''));
  return service.completions(path, text.indexOf('|'))?.items.map((i) => i.label) ?? [];
}
