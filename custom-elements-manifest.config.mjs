// Options of `cem analyze`. Everything lives here, so `npm run analyze` and
// scripts/check-manifest.mjs produce the same manifest.
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/**
 * The modules whose exports are the public API, and only those: the package's entries, the
 * elements, the companions' registration, the events and the companions' context. A new module
 * stays out of the manifest until it is named here.
 */
const PUBLIC_MODULES = [
  'src/variant-go-board.ts',
  'src/variant-go-board.bundle.ts',
  'src/element/index.ts',
  'src/element/board-api.ts',
  'src/element/variant-go-board.component.ts',
  'src/element/companions/vgb-companions.ts',
  'src/element/companions/vgb-move-list.component.ts',
  'src/element/companions/vgb-status.component.ts',
  'src/element/context.ts',
  'src/element/events/*.ts',
];

/**
 * Keeps the manifest to the public API: drops private and protected members, and the events
 * the analyzer infers from `dispatchEvent(new VgbXEvent(...))` calls when the class JSDoc
 * already documents an event of that type (the inferred copies have no name or a wrong one).
 */
function publicApiOnly() {
  return {
    name: 'vgb-public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const declaration of customElementDeclarations(customElementsManifest)) {
        declaration.members = declaration.members?.filter(
          (member) => member.privacy !== 'private' && member.privacy !== 'protected',
        );
        const documented = new Set(
          (declaration.events ?? []).filter((event) => event.description).map((event) => event.type?.text),
        );
        declaration.events = declaration.events?.filter(
          (event) => event.description || !documented.has(event.type?.text),
        );
      }
    },
  };
}

/**
 * Writes each property's and attribute's type as the compiler sees it, with the aliases spelled
 * out (`mode` as `'view' | 'replay' | ...`, `variant` as the variant ids), so that editors and the
 * framework types (scripts/framework-types.mjs) get the literal values without the sources. An
 * attribute takes its property's type and default: a default written as a constant's name
 * (`speed = DEFAULT_SPEED`) is given as the value the analyzer found for the property.
 */
function expandedTypes() {
  return {
    name: 'vgb-expanded-types',
    packageLinkPhase({ customElementsManifest }) {
      const program = projectProgram(customElementsManifest.modules.map((module) => module.path));
      const checker = program.getTypeChecker();
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.customElement) continue;
          const instance = classInstanceType(program, checker, module.path, declaration.name);
          const fields = new Map();
          for (const member of declaration.members ?? []) {
            if (member.kind !== 'field' || member.static) continue;
            const property = instance.getProperty(member.name);
            if (property) member.type = { text: typeText(checker, checker.getTypeOfSymbol(property)) };
            fields.set(member.name, member);
          }
          for (const attribute of declaration.attributes ?? []) {
            const field = fields.get(attribute.fieldName);
            if (!field) continue;
            if (field.type) attribute.type = { ...field.type };
            if (field.default !== undefined) attribute.default = field.default;
          }
        }
      }
    },
  };
}

/**
 * Gives every path the manifest holds as the shipped file: `src/x.ts`, `/src/x.js` and a
 * module's relative `./x.js` become `dist/esm/x.js`, the ES module the package ships for it.
 */
function shippedPaths() {
  const shipped = (path) => normalize(path).replace(/^src\//, 'dist/esm/').replace(/\.ts$/, '.js');
  const resolve = (from, specifier) =>
    shipped(specifier.startsWith('.') ? join(dirname(from), specifier) : specifier.replace(/^\//, ''));
  return {
    name: 'vgb-shipped-paths',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        const from = module.path;
        const relink = (reference) => {
          if (reference?.module && !reference.package) reference.module = resolve(from, reference.module);
        };
        for (const declaration of module.declarations ?? []) {
          relink(declaration.superclass);
          for (const item of [...(declaration.members ?? []), ...(declaration.attributes ?? []), ...(declaration.events ?? [])]) {
            relink(item.inheritedFrom);
          }
        }
        for (const exported of module.exports ?? []) relink(exported.declaration);
        module.path = shipped(from);
      }
    },
  };
}

/** The custom element declarations of `manifest`. */
function* customElementDeclarations(manifest) {
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) if (declaration.customElement) yield declaration;
  }
}

/** A program over `files` with the project's compiler options (tsconfig.json), for its type checker. */
function projectProgram(files) {
  const root = new URL('.', import.meta.url).pathname;
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  return ts.createProgram(files.map((file) => join(root, file)), config.options);
}

/** The type of an instance of the class `name` declared in the source file `path`. */
function classInstanceType(program, checker, path, name) {
  const source = program.getSourceFile(join(new URL('.', import.meta.url).pathname, path));
  const node = source?.statements.find((statement) => ts.isClassDeclaration(statement) && statement.name?.text === name);
  if (!node) throw new Error(`custom-elements-manifest.config.mjs: class ${name} not found in ${path}`);
  return checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(node.name));
}

/**
 * `type` written out: a union member by member (`true | false` as `boolean`, `undefined` and
 * `null` last), an array by its element type, anything else as the compiler writes it. A union
 * the sources name with an alias comes out as its literals.
 */
function typeText(checker, type) {
  if (type.isUnion()) {
    const nullish = type.types.filter((member) => member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null));
    const booleans = type.types.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    const others = type.types.filter((member) => !nullish.includes(member) && !booleans.includes(member));
    const parts = others.map((member) => typeText(checker, member));
    parts.push(...(booleans.length === 2 ? ['boolean'] : booleans.map((member) => checker.typeToString(member))));
    parts.push(...nullish.map((member) => checker.typeToString(member)));
    return parts.join(' | ');
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type);
    const text = typeText(checker, element);
    const readonly = type.symbol?.name === 'ReadonlyArray' ? 'readonly ' : '';
    return `${readonly}${element.isUnion() ? `(${text})` : text}[]`;
  }
  return checker.typeToString(
    type,
    undefined,
    ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
  );
}

export default {
  globs: PUBLIC_MODULES,
  exclude: [
    // The events' shared base is not exported: each event's class is, with its own `detail` type.
    'src/element/events/vgb-event.ts',
  ],
  litelement: true,
  outdir: '.',
  // package.json already names custom-elements.json; letting the analyzer rewrite it would
  // reformat the file on every run.
  packagejson: false,
  plugins: [publicApiOnly(), expandedTypes(), shippedPaths()],
};
