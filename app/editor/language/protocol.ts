/**
 * Messages between the editor (main thread) and its language worker (smith.worker.ts). The worker holds
 * the whole project (every definition and card draft) and the edited files' latest text; it answers
 * with diagnostics, the card face and the outline for each version, and with completion, hover,
 * definitions and formatting edits on request. Positions are offsets into the text of `version`.
 */
import type { Diagnostic, TextEdit } from '../../../dsl/diagnostics';
import type { SourceFile } from '../../../dsl/project';
import type { CompletionResult } from '../../../dsl/language-service/completion';
import type { Hover, Location } from '../../../dsl/language-service/hover';
import type { DocumentSymbol } from '../../../dsl/language-service/service';
import type { RenameSpot } from '../../../dsl/language-service/rename';
import type { CardFace } from '../../cards/card-face';

export type LanguageRequest =
  | { kind: 'complete'; offset: number }
  | { kind: 'hover'; offset: number }
  | { kind: 'definition'; offset: number }
  /** Every use of what is at the offset, across the game ("find cards that use this"). */
  | { kind: 'references'; offset: number }
  | { kind: 'format' }
  | { kind: 'symbols' }
  /** The edit that renames the card (its display name; the id stays). */
  | { kind: 'rename'; name: string }
  /** The renameable name at the offset (Rename Symbol's first step). */
  | { kind: 'renameSpot'; offset: number }
  /** Every edit, in every file of the game, that renames the name at the offset. */
  | { kind: 'renameSymbol'; offset: number; newName: string };

/** A file's part of a rename: its text as the worker has it (the edits' offsets are into it) and the edits. */
export interface FileRename {
  path: string;
  text: string;
  edits: TextEdit[];
}

export interface LanguageResults {
  complete: CompletionResult | null;
  hover: Hover | null;
  definition: Location | null;
  /** The uses, and the text of every other file they are in (the editor shows them in its peek view). */
  references: { locations: Location[]; files: SourceFile[] };
  format: TextEdit[];
  symbols: DocumentSymbol[];
  rename: TextEdit | null;
  renameSpot: RenameSpot | null;
  renameSymbol: { ok: true; files: FileRename[] } | { ok: false; message: string };
}

export type ToWorker =
  /** The project's files (sent once); paths as in app/cards/project-paths.ts. */
  | { type: 'init'; files: SourceFile[] }
  /** The text of an edited file at a model version (every keystroke). */
  | { type: 'change'; path: string; version: number; text: string }
  | { type: 'request'; id: number; path: string; request: LanguageRequest }
  /** Other files' new text (after a rename saved them), so later answers see it; no analysis is sent. */
  | { type: 'others'; files: SourceFile[] };

export interface Analysis {
  type: 'analysis';
  path: string;
  version: number;
  diagnostics: Diagnostic[];
  /** The card face when the file declares a card. */
  face: CardFace | null;
  rulesText: string;
  symbols: DocumentSymbol[];
  /** Time the worker spent on this version (parse, validate, face), in ms. */
  ms: number;
}

export type FromWorker =
  /** Sent once after `init`: the language's keywords (for highlighting on the main thread). */
  | { type: 'ready'; keywords: string[] }
  | Analysis
  | { type: 'response'; id: number; result: LanguageResults[LanguageRequest['kind']] }
  | { type: 'failure'; id?: number; message: string };
