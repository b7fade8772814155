/**
 * Every diagnostic code the DSL reports, with its severity and what it means. Codes are stable: tools
 * and designers may filter on them. Each one has a test that triggers it (test/dsl/codes.test.ts).
 */
import type { Severity } from './diagnostics';

export interface CodeInfo {
  severity: Severity;
  title: string;
}

export const codes = {
  // Reading the text
  SG0001: { severity: 'error', title: 'Unexpected character' },
  SG0002: { severity: 'error', title: 'Unterminated string' },
  SG0003: { severity: 'error', title: 'Syntax error' },
  SG0010: { severity: 'error', title: 'A value where a condition is needed' },
  SG0011: { severity: 'error', title: 'A condition where a value is needed' },
  SG0012: { severity: 'error', title: 'Too many names in a selector' },
  SG0013: { severity: 'error', title: 'Malformed construct' },
  // Names
  SG0101: { severity: 'error', title: 'Unknown name in a formula' },
  SG0102: { severity: 'error', title: 'Unknown stat' },
  SG0103: { severity: 'error', title: 'Unknown role' },
  SG0104: { severity: 'error', title: 'Unknown species' },
  SG0105: { severity: 'error', title: 'Unknown card' },
  SG0106: { severity: 'error', title: 'Unknown status' },
  SG0107: { severity: 'error', title: 'Unknown damage type or element' },
  SG0108: { severity: 'error', title: 'Unknown growth kind' },
  SG0109: { severity: 'error', title: 'A hyphenated name that reads as a subtraction' },
  SG0110: { severity: 'error', title: 'A species used as a role, or a role as a species' },
  SG0111: { severity: 'error', title: 'Unknown rarity' },
  SG0112: { severity: 'error', title: 'Unknown zone' },
  SG0113: { severity: 'error', title: 'Unknown rule setting' },
  SG0114: { severity: 'warning', title: 'Unknown trigger event or phase' },
  SG0115: { severity: 'error', title: 'Unknown property' },
  SG0116: { severity: 'error', title: 'Unknown function' },
  SG0117: { severity: 'error', title: 'Unknown inherited property' },
  // Types and formulas
  SG0201: { severity: 'error', title: 'Type mismatch' },
  SG0204: { severity: 'warning', title: 'The divisor may be zero' },
  SG0205: { severity: 'error', title: 'Division by zero' },
  SG0206: { severity: 'error', title: 'Wrong number of arguments' },
  // Requirements
  SG0301: { severity: 'warning', title: 'Requirement can never be met' },
  SG0302: { severity: 'error', title: 'Contradictory requirement' },
  // Declarations
  SG0401: { severity: 'error', title: 'Duplicate id' },
  SG0402: { severity: 'warning', title: 'Duplicate name' },
  SG0403: { severity: 'error', title: 'Card file layout' },
  SG0404: { severity: 'error', title: 'Clause not allowed here' },
  SG0405: { severity: 'error', title: 'Missing clause' },
  SG0406: { severity: 'warning', title: 'Base stat outside the species range' },
  SG0407: { severity: 'warning', title: 'Stat missing or repeated' },
  SG0408: { severity: 'error', title: 'Clause given twice' },
  SG0409: { severity: 'warning', title: 'Unused parameter or choice' },
  SG0410: { severity: 'error', title: 'Id contradicts the file name' },
  SG0411: { severity: 'error', title: 'Role tree error' },
  SG0412: { severity: 'warning', title: 'Advance outside the role tree' },
  SG0413: { severity: 'warning', title: 'Deck shape' },
  SG0414: { severity: 'error', title: 'Wrong kind of card in a deck' },
  SG0415: { severity: 'warning', title: 'No ruleset for this game' },
  SG0416: { severity: 'error', title: 'More than one ruleset' },
  SG0417: { severity: 'error', title: 'Name declared twice' },
  // Scenarios
  SG0501: { severity: 'error', title: 'Unknown unit handle' },
  SG0502: { severity: 'error', title: 'Space outside the board' },
  SG0503: { severity: 'error', title: 'Two units on one space, or one handle twice' },
  SG0504: { severity: 'warning', title: 'Unknown scenario action' },
  SG0505: { severity: 'error', title: 'Roll out of range' },
} as const satisfies Record<string, CodeInfo>;

export type Code = keyof typeof codes;
