/**
 * The `.smith` language server: the DSL's language service (dsl/language-service/) behind the Language
 * Server Protocol. On `initialize` it loads every `.smith` file of the workspace's content into one
 * Project (names resolve across files, as `cardsmith validate` sees them); an open document's text
 * overrides its file on disk until it is closed. It answers diagnostics (pushed), completion, hover,
 * go to definition, references ("find cards that use this"), document symbols, formatting, quick fixes
 * (code actions) and rename.
 *
 * Transport-free: `receive` takes one message body, `send` gives the answers and notifications to write.
 * Messages are handled one at a time in arrival order (the connection waits for each `receive`).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { z } from 'zod';
import { LanguageService } from '../../dsl/language-service/service';
import { readSmithFiles } from '../../dsl/load-dir';
import { normalizePath, Project } from '../../dsl/project';
import { gameRoot } from '../commands/content-paths';
import {
  codeActionSchema, didChangeSchema, didChangeWatchedFilesSchema, didCloseSchema, didOpenSchema, documentParamsSchema, ErrorCodes, idOnlySchema,
  incomingSchema, initializeSchema, positionParamsSchema, renameSchema, responseSchema, type Incoming,
} from './messages';
import { LspLines } from './positions';
import { toLspCompletionList, toLspDiagnostic, toLspEdit, toLspHover, toLspSymbol } from './to-lsp';

export interface ServerIO {
  send(message: object): void;
  /** Logs for people (stderr): never on the protocol's stream. */
  log(text: string): void;
}

/** A request's failure, answered as a JSON-RPC error. */
class ResponseError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
  }
}

type State = 'new' | 'running' | 'shut down';

export class LspServer {
  private service = new LanguageService(new Project());
  private state: State = 'new';
  /** Open documents: their version (the text lives in the project). */
  private readonly open = new Map<string, number>();
  /** The URI the client uses for each path, so answers name files as the client does. */
  private readonly uris = new Map<string, string>();
  /** The diagnostics last published per path (JSON), so only changes are sent. */
  private readonly published = new Map<string, string>();
  private readonly lineMaps = new Map<string, LspLines>();
  /** Set by `exit`: the process's exit code (0 after `shutdown`, 1 without, as the protocol says). */
  exitCode: number | undefined;

  constructor(private readonly io: ServerIO) {}

  /** Handles one message body (JSON text). */
  async receive(body: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      this.error(null, ErrorCodes.ParseError, 'The message is not JSON.');
      return;
    }
    const message = incomingSchema.safeParse(json);
    if (!message.success) {
      if (responseSchema.safeParse(json).success) return;
      const known = idOnlySchema.safeParse(json);
      this.error(known.success ? known.data.id : null, ErrorCodes.InvalidRequest, `Not a JSON-RPC 2.0 request or notification: ${issues(message.error)}`);
      return;
    }
    const { id, method } = message.data;
    try {
      const result = await this.dispatch(message.data);
      if (id !== undefined) this.io.send({ jsonrpc: '2.0', id, result: result ?? null });
    } catch (error) {
      if (id === undefined) {
        this.io.log(`cardsmith lsp: ${method}: ${error instanceof Error ? error.message : String(error)}`);
      } else if (error instanceof ResponseError) {
        this.error(id, error.code, error.message);
      } else {
        this.io.log(`cardsmith lsp: ${method} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        this.error(id, ErrorCodes.InternalError, `${method} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** Publishes the diagnostics of the loaded files that have any (a full report after start-up). */
  private publishAll(): void {
    this.publish(this.service.project.files().map((f) => f.path));
  }

  private error(id: string | number | null, code: number, message: string): void {
    this.io.send({ jsonrpc: '2.0', id, error: { code, message } });
  }

  private async dispatch(message: Incoming): Promise<unknown> {
    const { method, params, id } = message;
    const request = id !== undefined;
    if (method === 'exit') {
      this.exitCode = this.state === 'shut down' ? 0 : 1;
      return undefined;
    }
    if (this.state === 'new' && method !== 'initialize') {
      if (request) throw new ResponseError(ErrorCodes.ServerNotInitialized, 'The server is not initialized: send initialize first.');
      return undefined;
    }
    if (this.state === 'shut down' && request) throw new ResponseError(ErrorCodes.InvalidRequest, 'The server is shut down: only exit is accepted.');
    if (this.state === 'running' && method === 'initialize') throw new ResponseError(ErrorCodes.InvalidRequest, 'The server is already initialized.');
    const table = request ? this.requests : this.notifications;
    // Own properties only: a method named `toString` or `constructor` is unknown, not Object's.
    const handler = Object.hasOwn(table, method) ? table[method] : undefined;
    if (handler) return handler(params);
    if (request) throw new ResponseError(ErrorCodes.MethodNotFound, `Unknown method ${method}.`);
    return undefined;
  }

  private readonly requests: Record<string, (params: unknown) => unknown> = {
    initialize: (params) => this.initialize(parsed(initializeSchema, params)),
    shutdown: () => {
      this.state = 'shut down';
      return null;
    },
    'textDocument/completion': (params) => {
      const at = this.at(parsed(positionParamsSchema, params));
      return at ? toLspCompletionList(at.lines, this.service.completions(at.path, at.offset)) : null;
    },
    'textDocument/hover': (params) => {
      const at = this.at(parsed(positionParamsSchema, params));
      return at ? toLspHover(at.lines, this.service.hover(at.path, at.offset)) : null;
    },
    'textDocument/definition': (params) => {
      const at = this.at(parsed(positionParamsSchema, params));
      const location = at ? this.service.definition(at.path, at.offset) : undefined;
      const lines = location ? this.linesOf(location.path) : undefined;
      return location && lines ? { uri: this.uriOf(location.path), range: lines.range(location.range) } : null;
    },
    'textDocument/references': (params) => {
      const at = this.at(parsed(positionParamsSchema, params));
      if (!at) return null;
      return this.service.references(at.path, at.offset).flatMap((location) => {
        const lines = this.linesOf(location.path);
        return lines ? [{ uri: this.uriOf(location.path), range: lines.range(location.range) }] : [];
      });
    },
    'textDocument/formatting': (params) => {
      const path = this.pathOf(parsed(documentParamsSchema, params).textDocument.uri);
      const lines = this.linesOf(path);
      return lines ? this.service.formattingEdits(path).map((edit) => toLspEdit(lines, edit)) : null;
    },
    'textDocument/documentSymbol': (params) => {
      const path = this.pathOf(parsed(documentParamsSchema, params).textDocument.uri);
      const lines = this.linesOf(path);
      return lines ? this.service.documentSymbols(path).map((symbol) => toLspSymbol(lines, symbol)) : null;
    },
    'textDocument/codeAction': (params) => {
      const request = parsed(codeActionSchema, params);
      const path = this.pathOf(request.textDocument.uri);
      const lines = this.linesOf(path);
      if (!lines) return null;
      const start = lines.offset(request.range.start);
      const end = lines.offset(request.range.end);
      const uri = this.uriOf(path);
      // The quick fixes of the diagnostics that touch the range (as the studio's editor offers them).
      return this.service
        .diagnostics(path)
        .filter((d) => d.range.start.offset <= end && start <= d.range.end.offset)
        .flatMap((d) => (d.fixes ?? []).map((fix, i) => ({
          title: fix.title,
          kind: 'quickfix',
          diagnostics: [toLspDiagnostic(lines, d)],
          isPreferred: i === 0,
          edit: { changes: { [uri]: fix.edits.map((edit) => toLspEdit(lines, edit)) } },
        })));
    },
    'textDocument/prepareRename': (params) => {
      const at = this.at(parsed(positionParamsSchema, params));
      const spot = at ? this.service.renameSpot(at.path, at.offset) : undefined;
      return at && spot ? { range: at.lines.range(spot.range), placeholder: spot.placeholder } : null;
    },
    'textDocument/rename': (params) => {
      const request = parsed(renameSchema, params);
      const at = this.at(request);
      if (!at) throw new ResponseError(ErrorCodes.RequestFailed, 'The document is not known to the server.');
      const result = this.service.rename(at.path, at.offset, request.newName);
      if (!result.ok) throw new ResponseError(ErrorCodes.RequestFailed, result.message);
      const changes: Record<string, ReturnType<typeof toLspEdit>[]> = {};
      for (const file of result.files) {
        const lines = this.linesOf(file.path);
        if (lines) changes[this.uriOf(file.path)] = file.edits.map((edit) => toLspEdit(lines, edit));
      }
      return { changes };
    },
  };

  private readonly notifications: Record<string, (params: unknown) => unknown> = {
    initialized: () => this.publishAll(),
    'textDocument/didOpen': (params) => {
      const { textDocument } = parsed(didOpenSchema, params);
      const path = this.pathOf(textDocument.uri);
      this.uris.set(path, textDocument.uri);
      this.open.set(path, textDocument.version);
      this.change(path, textDocument.text);
    },
    'textDocument/didChange': (params) => {
      const { textDocument, contentChanges } = parsed(didChangeSchema, params);
      const path = this.pathOf(textDocument.uri);
      let text = this.service.project.file(path)?.text ?? '';
      for (const change of contentChanges) {
        if ('range' in change) {
          const lines = new LspLines(text);
          text = text.slice(0, lines.offset(change.range.start)) + change.text + text.slice(lines.offset(change.range.end));
        } else {
          text = change.text;
        }
      }
      this.open.set(path, textDocument.version);
      this.change(path, text);
    },
    'textDocument/didClose': async (params) => {
      const path = this.pathOf(parsed(didCloseSchema, params).textDocument.uri);
      this.open.delete(path);
      await this.reload(path);
    },
    'workspace/didChangeWatchedFiles': async (params) => {
      for (const change of parsed(didChangeWatchedFilesSchema, params).changes) {
        const path = this.pathOf(change.uri);
        if (path.endsWith('.smith') && !this.open.has(path)) await this.reload(path);
      }
    },
  };

  private async initialize(params: z.infer<typeof initializeSchema>) {
    const roots = (params.workspaceFolders ?? []).map((f) => this.pathOf(f.uri));
    if (roots.length === 0 && params.rootUri) roots.push(this.pathOf(params.rootUri));
    if (roots.length === 0 && params.rootPath) roots.push(normalizePath(params.rootPath));
    const load: string[] = [];
    for (const root of roots) if (await isDirectory(root)) load.push(await contentRoot(root));
    const files = await readSmithFiles(load);
    this.service = new LanguageService(new Project(files));
    this.state = 'running';
    this.io.log(`cardsmith lsp: loaded ${files.length} .smith file(s) from ${load.join(', ') || '(no workspace folder)'}`);
    return {
      capabilities: {
        positionEncoding: 'utf-16',
        textDocumentSync: { openClose: true, change: 2 },
        completionProvider: { triggerCharacters: ['.', ' ', '"'] },
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        documentFormattingProvider: true,
        documentSymbolProvider: true,
        codeActionProvider: { codeActionKinds: ['quickfix'] },
        renameProvider: { prepareProvider: true },
      },
      serverInfo: { name: 'cardsmith' },
    };
  }

  /** A file's text changed (opened, edited, closed, changed on disk): re-validate and publish what changed. */
  private change(path: string, text: string): void {
    const affected = this.service.update(path, text);
    this.publish(affected, path);
  }

  /** Back to the file on disk (or out of the project when it is gone). */
  private async reload(path: string): Promise<void> {
    let text: string | undefined;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      text = undefined;
    }
    if (text !== undefined) this.change(path, text);
    else this.publish(this.service.project.remove(path), path);
  }

  /** Sends the diagnostics of each path whose list changed since last sent (`always`: send it even if not). */
  private publish(paths: string[], always?: string): void {
    for (const path of new Set([...paths, ...(always ? [always] : [])])) {
      const lines = this.linesOf(path);
      const diagnostics = lines ? this.service.diagnostics(path).map((d) => toLspDiagnostic(lines, d)) : [];
      const key = JSON.stringify(diagnostics);
      if (path !== always && key === (this.published.get(path) ?? '[]')) continue;
      this.published.set(path, key);
      const version = this.open.get(path);
      this.io.send({ jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: this.uriOf(path), version, diagnostics } });
    }
  }

  /** The document and offset a position request points at; undefined for a document the server does not hold. */
  private at(params: z.infer<typeof positionParamsSchema>): { path: string; offset: number; lines: LspLines } | undefined {
    const path = this.pathOf(params.textDocument.uri);
    const lines = this.linesOf(path);
    return lines ? { path, offset: lines.offset(params.position), lines } : undefined;
  }

  private linesOf(path: string): LspLines | undefined {
    const text = this.service.project.file(path)?.text;
    if (text === undefined) return undefined;
    const cached = this.lineMaps.get(path);
    if (cached?.text === text) return cached;
    const lines = new LspLines(text);
    this.lineMaps.set(path, lines);
    return lines;
  }

  /** A `file:` URI's path (forward slashes), the project's key for the file; other URIs are kept as they are. */
  private pathOf(uri: string): string {
    if (!uri.startsWith('file:')) return uri;
    try {
      return normalizePath(fileURLToPath(uri));
    } catch {
      throw new ResponseError(ErrorCodes.InvalidParams, `Not a file URI: ${uri}`);
    }
  }

  private uriOf(path: string): string {
    return this.uris.get(path) ?? (path.startsWith('/') || /^[A-Za-z]:\//.test(path) ? pathToFileURL(path).href : path);
  }
}

function issues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'message'}: ${i.message}`).join('; ');
}

function parsed<T>(schema: z.ZodType<T>, params: unknown): T {
  const result = schema.safeParse(params);
  if (!result.success) throw new ResponseError(ErrorCodes.InvalidParams, `Invalid params: ${issues(result.error)}`);
  return result.data;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * What to load for a workspace folder: its `content/` folder (the repository's root was opened); the
 * whole game when the folder is inside `content/<game>/` (names resolve across the game); else the folder.
 */
async function contentRoot(root: string): Promise<string> {
  const content = join(root, 'content');
  if (await isDirectory(content)) return normalizePath(content);
  return gameRoot(root) ?? root;
}
