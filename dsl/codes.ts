/**
 * Every diagnostic code the DSL reports, with its severity and what it means. Codes are stable: tools
 * and designers may filter on them. Each one has a test that triggers it (test/dsl/codes.test.ts).
 *
 * `L…` codes are about the language itself (reading the text, names, types, formulas, declarations) and
 * apply to every game; `SG…` codes are about Summoner's Grid's own rules (roles, species, growth, the
 * role tree, summon slots, board scenarios). The numbers kept their values when the prefixes split.
 */
import type { Severity } from './diagnostics';

export interface CodeInfo {
  severity: Severity;
  title: string;
}

export const codes = {
  // Reading the text
  L0001: { severity: 'error', title: 'Unexpected character' },
  L0002: { severity: 'error', title: 'Unterminated string' },
  L0003: { severity: 'error', title: 'Syntax error' },
  L0004: { severity: 'error', title: 'Nesting too deep' },
  L0005: { severity: 'error', title: 'More problems than are listed' },
  L0006: { severity: 'error', title: 'A file that could not be read' },
  L0007: { severity: 'error', title: 'A file too long to read' },
  L0010: { severity: 'error', title: 'A value where a condition is needed' },
  L0011: { severity: 'error', title: 'A condition where a value is needed' },
  L0012: { severity: 'error', title: 'Too many names in a selector' },
  L0013: { severity: 'error', title: 'Malformed construct' },
  L0014: { severity: 'error', title: 'A word the language leaves out (`the`; `this` in `until end of this turn`)' },
  // Names
  L0101: { severity: 'error', title: 'Unknown name in a formula' },
  L0102: { severity: 'error', title: 'Unknown stat' },
  SG0103: { severity: 'error', title: 'Unknown role' },
  SG0104: { severity: 'error', title: 'Unknown species' },
  L0105: { severity: 'error', title: 'Unknown card' },
  L0106: { severity: 'error', title: 'Unknown status' },
  L0107: { severity: 'error', title: 'Unknown damage type or element' },
  SG0108: { severity: 'error', title: 'Unknown growth kind' },
  L0109: { severity: 'error', title: 'A hyphenated name that reads as a subtraction' },
  SG0110: { severity: 'error', title: 'A species used as a role, or a role as a species' },
  L0111: { severity: 'error', title: 'Unknown rarity' },
  L0112: { severity: 'error', title: 'Unknown zone' },
  L0113: { severity: 'error', title: 'Unknown rule setting' },
  L0114: { severity: 'warning', title: 'Unknown trigger event or phase' },
  L0115: { severity: 'error', title: 'Unknown property' },
  L0116: { severity: 'error', title: 'Unknown function' },
  SG0117: { severity: 'error', title: 'Unknown inherited property' },
  L0118: { severity: 'error', title: 'Unknown card type' },
  L0119: { severity: 'error', title: 'A step this game does not have' },
  // Types and formulas
  L0201: { severity: 'error', title: 'Type mismatch' },
  L0204: { severity: 'warning', title: 'The divisor may be zero' },
  L0205: { severity: 'error', title: 'Division by zero' },
  L0206: { severity: 'error', title: 'Wrong number of arguments' },
  // Requirements
  L0301: { severity: 'warning', title: 'Requirement can never be met' },
  L0302: { severity: 'error', title: 'Contradictory requirement' },
  // Declarations
  L0401: { severity: 'error', title: 'Duplicate id' },
  L0402: { severity: 'warning', title: 'Duplicate name' },
  L0403: { severity: 'error', title: 'Card file layout' },
  L0404: { severity: 'error', title: 'Clause not allowed here' },
  L0405: { severity: 'error', title: 'Missing clause' },
  SG0406: { severity: 'warning', title: 'Base stat outside the species range' },
  L0407: { severity: 'warning', title: 'Stat missing or repeated' },
  L0408: { severity: 'error', title: 'Clause given twice' },
  L0409: { severity: 'warning', title: 'Unused parameter or choice' },
  L0410: { severity: 'error', title: 'Id contradicts the file name' },
  SG0411: { severity: 'error', title: 'Role tree error' },
  SG0412: { severity: 'warning', title: 'Advance outside the role tree' },
  SG0413: { severity: 'warning', title: 'Deck shape' },
  L0414: { severity: 'error', title: 'Wrong kind of card in a deck' },
  L0415: { severity: 'warning', title: 'No ruleset for this game' },
  L0416: { severity: 'error', title: 'More than one ruleset' },
  L0417: { severity: 'error', title: 'Name declared twice' },
  L0418: { severity: 'error', title: 'Deck breaks the ruleset\'s deck rules' },
  L0419: { severity: 'error', title: 'Card id used by another game' },
  L0420: { severity: 'error', title: "A card its game's rules cannot play" },
  L0421: { severity: 'error', title: "A deck its game's rules cannot play" },
  L0422: { severity: 'error', title: "A ruleset its game cannot play by" },
  // Scenarios
  SG0501: { severity: 'error', title: 'Unknown unit handle' },
  SG0502: { severity: 'error', title: 'Space outside the board' },
  SG0503: { severity: 'error', title: 'Two units on one space, or one handle twice' },
  SG0504: { severity: 'warning', title: 'Unknown scenario action' },
  SG0505: { severity: 'error', title: 'Roll out of range' },
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof codes;
