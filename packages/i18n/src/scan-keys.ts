import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * A static reading of where an app's code looks words up: `t('key')` of a `useTranslation(ns)`,
 * `t('ns:key')`, `t('key', { ns })`, `i18n.t(...)`, `<Trans i18nKey ns>`, and qualified key strings
 * handed around (`'order:route.mall.orders'`). Template keys (`status.${s}`) become patterns.
 */
export interface KeyUse {
  file: string;
  line: number;
  /** The namespace it is looked up in; null when it depends on a `t` received as a parameter. */
  ns: string | null;
  /** A literal key, or a pattern for a template key. */
  key: string;
  pattern?: RegExp;
  via: 'hook' | 'param' | 'instance' | 'trans' | 'string';
  /** Start and end of the key's string in the file (for tools that rewrite keys). */
  span: [number, number];
  /** The `t` binding it went through (the hook call's position), when via a hook or a parameter. */
  binding?: number;
}

export interface ScanOptions {
  /** The app's `defaultNS`: what `useTranslation()` and `i18n.t` look in. */
  defaultNS: string;
  /** Namespaces a `ns:` prefix may name. */
  namespaces: readonly string[];
}

export interface ScanResult {
  uses: KeyUse[];
  /** Calls whose key is not a string or template (nothing to check statically). */
  dynamic: { file: string; line: number; text: string }[];
}

type Binding = { kind: 'hook'; ns: string[]; pos: number } | { kind: 'param'; pos: number };

function isFunctionLike(node: ts.Node): node is ts.SignatureDeclaration {
  return ts.isFunctionLike(node);
}

function bindingNames(name: ts.BindingName, out: { name: string; property: string }[]): void {
  if (ts.isIdentifier(name)) return;
  for (const element of name.elements) {
    if (ts.isOmittedExpression(element)) continue;
    if (ts.isIdentifier(element.name)) {
      const property =
        element.propertyName && ts.isIdentifier(element.propertyName)
          ? element.propertyName.text
          : element.name.text;
      out.push({ name: element.name.text, property });
    } else bindingNames(element.name, out);
  }
}

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

function stringsOf(node: ts.Expression | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  return [];
}

export function scanSource(file: string, text: string, options: ScanOptions): ScanResult {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const uses: KeyUse[] = [];
  const dynamic: ScanResult['dynamic'] = [];
  const consumed = new Set<ts.Node>();
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  function hookBinding(init: ts.Expression | undefined): string[] | undefined {
    let call = init;
    while (call && (ts.isAwaitExpression(call) || ts.isParenthesizedExpression(call))) call = call.expression;
    if (!call || !ts.isCallExpression(call) || calleeName(call.expression) !== 'useTranslation')
      return undefined;
    const [arg] = call.arguments;
    if (!arg) return [options.defaultNS];
    if (ts.isArrayLiteralExpression(arg)) return arg.elements.flatMap((e) => stringsOf(e));
    const named = stringsOf(arg);
    return named.length ? named : [options.defaultNS];
  }

  /** The declaration of a `t` as seen from `at`: a hook's binding, a parameter, or nothing known. */
  function resolve(name: string, at: ts.Node): Binding | undefined {
    for (let node: ts.Node | undefined = at; node; node = node.parent) {
      if (isFunctionLike(node)) {
        for (const param of node.parameters) {
          if (ts.isIdentifier(param.name) && param.name.text === name)
            return { kind: 'param', pos: param.pos };
          const names: { name: string; property: string }[] = [];
          bindingNames(param.name, names);
          if (names.some((n) => n.name === name)) return { kind: 'param', pos: param.pos };
        }
      }
      const statements =
        ts.isBlock(node) || ts.isSourceFile(node) || ts.isModuleBlock(node) || ts.isCaseClause(node)
          ? node.statements
          : undefined;
      for (const statement of statements ?? []) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const decl of statement.declarationList.declarations) {
          const names: { name: string; property: string }[] = [];
          bindingNames(decl.name, names);
          const found = names.find((n) => n.name === name);
          if (found) {
            const ns = hookBinding(decl.initializer);
            return ns && found.property === 't' ? { kind: 'hook', ns, pos: decl.pos } : undefined;
          }
          if (ts.isIdentifier(decl.name) && decl.name.text === name) return undefined;
        }
      }
    }
    return undefined;
  }

  function templatePattern(node: ts.TemplateExpression): { text: string; pattern: RegExp } {
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    let text = node.head.text;
    let re = escape(node.head.text);
    for (const span of node.templateSpans) {
      text += '${…}' + span.literal.text;
      re += '.+' + escape(span.literal.text);
    }
    return { text, pattern: new RegExp(`^${re}$`) };
  }

  /** Records the key(s) an argument may be; a qualified `ns:key` overrides the namespace. */
  function record(arg: ts.Expression, ns: string | null, via: KeyUse['via'], binding?: number): void {
    if (ts.isParenthesizedExpression(arg)) return record(arg.expression, ns, via, binding);
    if (ts.isConditionalExpression(arg)) {
      record(arg.whenTrue, ns, via, binding);
      record(arg.whenFalse, ns, via, binding);
      return;
    }
    if (
      ts.isBinaryExpression(arg) &&
      (arg.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
        arg.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      record(arg.left, ns, via, binding);
      record(arg.right, ns, via, binding);
      return;
    }
    const span: [number, number] = [arg.getStart(source), arg.getEnd()];
    const qualify = (key: string): { ns: string | null; key: string } => {
      const colon = key.indexOf(':');
      const prefix = colon > 0 ? key.slice(0, colon) : '';
      return options.namespaces.includes(prefix) ? { ns: prefix, key: key.slice(colon + 1) } : { ns, key };
    };
    if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) {
      consumed.add(arg);
      uses.push({ file, line: line(arg), ...qualify(arg.text), via, span, binding });
    } else if (ts.isTemplateExpression(arg) && arg.head.text !== '') {
      consumed.add(arg);
      const { text, pattern } = templatePattern(arg);
      const q = qualify(text);
      const colon = text.length - q.key.length;
      uses.push({
        file,
        line: line(arg),
        ns: q.ns,
        key: q.key,
        pattern: colon ? new RegExp(pattern.source.replace(/^\^.*?:/, '^')) : pattern,
        via,
        span,
        binding,
      });
    } else {
      dynamic.push({ file, line: line(arg), text: arg.getText(source) });
    }
  }

  function nsOption(arg: ts.Expression | undefined): string | undefined {
    if (!arg || !ts.isObjectLiteralExpression(arg)) return undefined;
    for (const prop of arg.properties) {
      if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && prop.name.text === 'ns') {
        return stringsOf(prop.initializer)[0];
      }
    }
    return undefined;
  }

  function visit(node: ts.Node): void {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const [key, opts] = node.arguments;
      const explicit = nsOption(opts);
      if (ts.isIdentifier(callee)) {
        const binding = resolve(callee.text, node);
        if (binding?.kind === 'hook') record(key!, explicit ?? binding.ns[0]!, 'hook', binding.pos);
        else if (binding?.kind === 'param' && isTFunctionParam(callee.text, node)) {
          record(key!, explicit ?? null, 'param', binding.pos);
        }
      } else if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 't' &&
        ts.isIdentifier(callee.expression) &&
        /^i18n(ext)?$/.test(callee.expression.text)
      ) {
        record(key!, explicit ?? options.defaultNS, 'instance');
      }
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(source) === 'Trans'
    ) {
      const attrs = new Map<string, ts.JsxAttributeValue | undefined>();
      for (const a of node.attributes.properties) {
        if (ts.isJsxAttribute(a)) attrs.set(a.name.getText(source), a.initializer);
      }
      const keyAttr = attrs.get('i18nKey');
      const nsAttr = attrs.get('ns');
      const tAttr = attrs.get('t');
      let ns: string | null = options.defaultNS;
      if (tAttr && ts.isJsxExpression(tAttr) && tAttr.expression && ts.isIdentifier(tAttr.expression)) {
        const binding = resolve(tAttr.expression.text, node);
        ns = binding?.kind === 'hook' ? binding.ns[0]! : null;
      }
      if (nsAttr && ts.isStringLiteral(nsAttr)) ns = nsAttr.text;
      if (keyAttr && ts.isStringLiteral(keyAttr)) record(keyAttr, ns, 'trans');
    }
    ts.forEachChild(node, visit);
  }

  /** A parameter typed `TFunction` (the caller's `t`, whose namespace this file cannot know). */
  function isTFunctionParam(name: string, at: ts.Node): boolean {
    for (let node: ts.Node | undefined = at; node; node = node.parent) {
      if (!isFunctionLike(node)) continue;
      const param = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (param) return param.type ? /\bTFunction\b/.test(param.type.getText(source)) : name === 't';
    }
    return false;
  }

  visit(source);

  // Keys handed around as qualified strings: `'order:route.mall.orders'`, `` `drama:vip.${x}` ``.
  const qualified = new RegExp(`^(${options.namespaces.join('|')}):[\\w.-]+`);
  const strings = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      !consumed.has(node)
    ) {
      const head = ts.isTemplateExpression(node) ? node.head.text : node.text;
      if (qualified.test(head)) record(node, null, 'string');
    }
    ts.forEachChild(node, strings);
  };
  strings(source);
  return { uses, dynamic };
}

/** Every `.ts`/`.tsx` file under `dir`, tests left out (they fake `t`). */
export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      out.push(full);
    }
  }
  return out.sort();
}

export function scanDir(dir: string, options: ScanOptions): ScanResult {
  const result: ScanResult = { uses: [], dynamic: [] };
  for (const file of sourceFiles(dir)) {
    const { uses, dynamic } = scanSource(file, fs.readFileSync(file, 'utf8'), options);
    result.uses.push(...uses);
    result.dynamic.push(...dynamic);
  }
  return result;
}

export interface CheckOptions extends ScanOptions {
  /** `locales/en`: the English words, the reference every other locale follows. */
  englishDir: string;
  /** A reason a key may not be used by this app, or undefined. */
  refuse?: (ns: string, key: string) => string | undefined;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * What is wrong with the keys an app's code looks up: a key (or, for a template, any key of its
 * shape) missing from the English namespace it is looked up in, a namespace the app does not
 * load, a key in a helper that receives `t` without saying its namespace, a key the app may not use.
 */
export function checkKeys(dir: string, options: CheckOptions): string[] {
  const english = new Map<string, Set<string>>();
  const keysOf = (ns: string) => {
    if (!english.has(ns)) {
      const file = path.join(options.englishDir, `${ns}.json`);
      const words = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {};
      english.set(ns, new Set(Object.keys(words).map((k) => k.replace(PLURAL, ''))));
    }
    return english.get(ns)!;
  };
  const problems: string[] = [];
  const root = path.resolve(dir, '../../..');
  for (const use of scanDir(dir, options).uses) {
    const where = `${path.relative(root, use.file)}:${use.line}`;
    const shown = `${use.ns ?? '?'}:${use.key}`;
    if (use.ns === null) {
      problems.push(`${where} ${use.key}: this \`t\` is a parameter; say the namespace ('ns:key')`);
      continue;
    }
    if (!options.namespaces.includes(use.ns)) {
      problems.push(`${where} ${shown}: namespace not loaded by this app`);
      continue;
    }
    const keys = [...keysOf(use.ns)];
    const found = use.pattern
      ? keys.some((k) => use.pattern!.test(k))
      : keys.includes(use.key) || (use.via === 'string' && keys.some((k) => k.startsWith(`${use.key}.`)));
    if (!found) problems.push(`${where} ${shown}: not in en/${use.ns}.json`);
    const refused = options.refuse?.(use.ns, use.key);
    if (refused) problems.push(`${where} ${shown}: ${refused}`);
  }
  return problems;
}
