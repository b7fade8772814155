/**
 * The messages `cardsmith lsp` reads, as zod schemas: the JSON-RPC 2.0 envelope and the parameters of
 * each method it handles (only the fields it uses; other fields pass unread). Also the JSON-RPC and LSP
 * error codes it answers with.
 */
import { z } from 'zod';

export const ErrorCodes = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  ServerNotInitialized: -32002,
  RequestFailed: -32803,
} as const;

const id = z.union([z.number().int(), z.string()]);

/** A request (with an id) or a notification (without). */
export const incomingSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: id.optional(),
  method: z.string(),
  params: z.unknown().optional(),
});
export type Incoming = z.infer<typeof incomingSchema>;

/** A response to a request of ours: the server sends none, so any such message is read and dropped. */
export const responseSchema = z.object({ jsonrpc: z.literal('2.0'), id: id.nullable(), result: z.unknown().optional(), error: z.unknown().optional() });

/** The id of a message that is not valid otherwise, so its error answer can name it. */
export const idOnlySchema = z.object({ id });

const uint = z.number().int().min(0);
const positionSchema = z.object({ line: uint, character: uint });
const rangeSchema = z.object({ start: positionSchema, end: positionSchema });
const documentSchema = z.object({ uri: z.string() });

export const initializeSchema = z.object({
  rootUri: z.string().nullish(),
  rootPath: z.string().nullish(),
  workspaceFolders: z.array(z.object({ uri: z.string(), name: z.string().optional() })).nullish(),
});

export const didOpenSchema = z.object({
  textDocument: z.object({ uri: z.string(), languageId: z.string().optional(), version: z.number().int(), text: z.string() }),
});

export const contentChangeSchema = z.union([
  z.object({ range: rangeSchema, rangeLength: uint.optional(), text: z.string() }),
  z.object({ text: z.string() }),
]);

export const didChangeSchema = z.object({
  textDocument: z.object({ uri: z.string(), version: z.number().int() }),
  contentChanges: z.array(contentChangeSchema),
});

export const didCloseSchema = z.object({ textDocument: documentSchema });

export const didChangeWatchedFilesSchema = z.object({
  changes: z.array(z.object({ uri: z.string(), type: z.union([z.literal(1), z.literal(2), z.literal(3)]) })),
});

export const positionParamsSchema = z.object({ textDocument: documentSchema, position: positionSchema });

export const documentParamsSchema = z.object({ textDocument: documentSchema });

export const renameSchema = positionParamsSchema.extend({ newName: z.string() });

export const codeActionSchema = z.object({ textDocument: documentSchema, range: rangeSchema });
