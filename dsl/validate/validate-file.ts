/**
 * Validates one file against its game's symbol table. Returns the diagnostics and the names the file
 * looked up (so the project knows when to re-validate it).
 */
import type { Diagnostic } from '../diagnostics';
import type { ProjectFile } from '../project';
import type { SymbolTable } from '../symbols';
import { Checker } from './checker';
import { checkAdvanceTree, checkCard } from './check-cards';
import { checkDeck } from './check-decks';
import { checkDuplicates } from './check-duplicates';
import { defaultGame } from '../vocabulary';
import { checkGameCard } from './check-game-cards';
import { checkCardRules, checkRulesetRules } from './check-card-rules';
import { checkGrowth, checkPack, checkRarity, checkRuleset, checkSpecies } from './check-game';
import { checkScenario } from './check-scenarios';
import { gameInfo } from './game-info';

export interface FileValidation {
  diagnostics: Diagnostic[];
  refs: Set<string>;
}

export function validateFile(file: ProjectFile, table: SymbolTable): FileValidation {
  const c = new Checker(file, table, gameInfo(table));
  checkDuplicates(file, table, c.diagnostics);
  const decls = file.parsed.document.decls;
  const needsRuleset = decls.some((d) => d.kind === 'Card' || d.kind === 'GameCard' || d.kind === 'Deck' || d.kind === 'Scenario');
  const first = decls[0];
  if (needsRuleset && c.info.ruleset === undefined && first) {
    c.report('L0415', `No ruleset is declared for ${file.game === '' ? 'this project' : `the game "${file.game}"`}: stats, statuses and settings cannot be checked`, first.name.range);
  }
  for (const decl of decls) {
    switch (decl.kind) {
      case 'Card':
        if (c.hasRuleset && c.info.vocabulary.game !== defaultGame) {
          c.unknown('L0118', `\`${decl.cardType}\` is a card type of Summoner's Grid, not of this game`, decl.name, c.info.vocabulary.cardTypes);
          break;
        }
        checkCard(c, decl);
        checkAdvanceTree(c, decl);
        break;
      case 'GameCard': {
        const reportedBefore = c.diagnostics.length;
        checkGameCard(c, decl);
        if (!c.errorsSince(reportedBefore)) checkCardRules(c, decl);
        break;
      }
      case 'Ruleset': {
        const reportedBefore = c.diagnostics.length;
        checkRuleset(c, decl);
        if (!c.errorsSince(reportedBefore)) checkRulesetRules(c, decl);
        break;
      }
      case 'Species': checkSpecies(c, decl); break;
      case 'Growth': checkGrowth(c, decl); break;
      case 'Rarity': checkRarity(c, decl); break;
      case 'Pack': checkPack(c, decl); break;
      case 'Deck': checkDeck(c, decl); break;
      case 'Scenario': checkScenario(c, decl); break;
    }
  }
  return { diagnostics: c.diagnostics, refs: c.refs };
}
