import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Every regular expression written in lib/, found in the source itself so that one added
// tomorrow is checked without anyone listing it: literals as they are written, and the
// places that build one with `new RegExp(...)` / `RegExp(...)`, whose patterns only exist at run time.

export interface RegexLiteral {
  site: string;
  source: string;
  flags: string;
}

export interface SourceScan {
  literals: RegexLiteral[];
  /** "lib/x.ts:12" for each line that constructs a RegExp. */
  constructorSites: string[];
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield full;
  }
}

const callsRegExp = (node: ts.Node) =>
  (ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp";

export function scanSources(root: string, dir = "lib"): SourceScan {
  const literals: RegexLiteral[] = [];
  const constructorSites = new Set<string>();
  for (const file of sourceFiles(path.join(root, dir))) {
    const relative = path.relative(root, file);
    const source = ts.createSourceFile(
      file,
      readFileSync(file, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const site = (node: ts.Node) => `${relative}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf("/");
        literals.push({ site: site(node), source: text.slice(1, end), flags: text.slice(end + 1) });
      } else if (callsRegExp(node)) {
        constructorSites.add(site(node));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, constructorSites: [...constructorSites].sort() };
}
