/**
 * Type-checks files written at run time (generated types and the code using them) with the project's
 * strictness, in a directory under node_modules/.cache so their packages resolve: the diagnostics as
 * `file:line message`, the file relative to that directory.
 */
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '../..');

export function typeErrors(rootFiles: readonly string[], dir: string, extra: ts.CompilerOptions = {}): string[] {
  const program = ts.createProgram(rootFiles, {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: false,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    types: ['node'],
    typeRoots: [join(ROOT, 'node_modules/@types')],
    ...extra,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${relative(dir, d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1} ` : '';
    return `${where}${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}
