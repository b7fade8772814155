// Starts `cardsmith lsp` for .smith files. The server does the work; this only launches it.
const { workspace } = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

exports.activate = async function activate() {
  const [command, ...args] = workspace.getConfiguration('cardsmith').get('serverCommand', ['npx', 'cardsmith', 'lsp']);
  const folder = workspace.workspaceFolders?.[0]?.uri.fsPath;
  client = new LanguageClient(
    'cardsmith',
    'Cardsmith',
    // stdio is the transport; on Windows `npx` is a .cmd script, which needs a shell.
    { command, args, options: { cwd: folder, shell: process.platform === 'win32' } },
    {
      documentSelector: [{ scheme: 'file', language: 'smith' }],
      // Files changed outside the editor (git checkout, cardsmith fmt) are re-read by the server.
      synchronize: { fileEvents: workspace.createFileSystemWatcher('**/*.smith') },
    },
  );
  await client.start();
};

exports.deactivate = function deactivate() {
  return client?.stop();
};
