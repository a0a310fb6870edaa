// The "Guarded" custom agent (chatAgents, VS Code 1.117 and later): listed by the workbench, its
// file valid for the workbench's own checker (tools it knows, no unknown attributes), and no
// contribution error of this extension in the workbench's log. On 1.100 the contribution is unused.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { EXTENSION_ID, activateExtension, resetEditors, resultsDir, vscodeLine, waitFor, workspaceDir } from './helpers';

interface PromptFile { uri: { path: string }; type: string; extensionId: string }

const AGENT_FILE = 'vscode-agents/guarded.agent.md';

async function listExtensionPromptFiles(): Promise<PromptFile[] | undefined> {
  const commands = await vscode.commands.getCommands(false);
  if (!commands.includes('_listExtensionPromptFiles')) return undefined;
  return vscode.commands.executeCommand<PromptFile[]>('_listExtensionPromptFiles');
}

/**
 * What the workbench's agent-file checker says about a file, except that a built-in tool is
 * unknown: this host runs without the Copilot Chat extension that brings `search` and
 * `read/problems`, so the checker hints they "will be ignored" here. Our own tools must be known.
 */
function checkerFindings(uri: vscode.Uri): string[] {
  return vscode.languages
    .getDiagnostics(uri)
    .filter((d) => !/^Unknown tool '(search|read\/problems)'/.test(d.message))
    .map((d) => `${d.range.start.line + 1}: ${d.message}`);
}

suite('the Guarded custom agent', () => {
  suiteSetup(() => activateExtension());
  teardown(resetEditors);

  test('is listed by the workbench as an agent of this extension (1.117), or ignored (1.100)', async function () {
    const files = await listExtensionPromptFiles();
    if (vscodeLine() === '1.100') {
      assert.equal(files, undefined, 'VS Code 1.100 has no extension prompt files');
      return;
    }
    assert.ok(files, 'the workbench lists extension prompt files');
    const ours = files.filter((f) => f.extensionId.toLowerCase() === EXTENSION_ID.toLowerCase());
    assert.deepEqual(ours.map((f) => f.type), ['agent']);
    assert.ok(ours[0].uri.path.endsWith(`/${AGENT_FILE}`), ours[0].uri.path);
  });

  test('its file parses: the workbench checker finds nothing wrong in it, while it does flag a broken agent file', async function () {
    if (vscodeLine() === '1.100') this.skip();
    // A broken agent file first, so we know the checker runs and is done before we trust silence.
    const probeDir = path.join(workspaceDir(), 'scratch', 'agents');
    fs.mkdirSync(probeDir, { recursive: true });
    const probe = path.join(probeDir, 'probe.agent.md');
    fs.writeFileSync(probe, "---\nname: Probe\ndescription: A probe\ntools: ['no-such-tool-anywhere']\n---\nHello.\n");
    const probeDocument = await vscode.workspace.openTextDocument(probe);
    await vscode.window.showTextDocument(probeDocument, { preview: false });
    await waitFor(() => checkerFindings(probeDocument.uri).some((f) => f.includes('no-such-tool-anywhere')), { timeoutMs: 30_000, message: 'the checker flags the unknown tool of the probe' });

    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    const agent = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(extension.extensionUri, AGENT_FILE));
    await vscode.window.showTextDocument(agent, { preview: false });
    assert.equal(agent.languageId, probeDocument.languageId, 'the agent file is an agent file for the workbench');
    // The checker runs 200 ms after a file opens; the probe's finding came, so give ours time too.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    assert.deepEqual(checkerFindings(agent.uri), []);
  });

  test('the workbench logged no contribution error or warning for this extension', function () {
    const dir = resultsDir();
    const logs = ['workbench.log', 'browser-console.log'].map((f) => path.join(dir, f)).filter((f) => fs.existsSync(f));
    if (logs.length === 0) this.skip();   // not run by the code-server harness
    // The workbench writes a contribution's problems as "[publisher.name]: message", at error or
    // warning level (e.g. "[guarded-edit.guarded-edit]: ... chatAgents entry ... resolves outside
    // the extension."); gallery lookups that fail offline name the extension differently.
    const tag = `[${EXTENSION_ID.toLowerCase()}]:`;
    const complaints = logs
      .flatMap((f) => fs.readFileSync(f, 'utf8').split('\n'))
      .filter((line) => line.toLowerCase().includes(tag));
    assert.deepEqual(complaints, []);
  });
});
