/**
 * Babel settings for dependency-cruiser only (the build uses esbuild): TypeScript and TSX are parsed,
 * and type-only imports are kept as plain imports, so a rule also sees `import type` across folders.
 * It runs on Program entry, before the TypeScript preset removes type-only imports there.
 */
const keepTypeImports = ({ types: t }) => ({
  visitor: {
    Program(program) {
      for (const statement of program.get("body")) {
        const { node } = statement;
        const typeOnly = node.importKind === "type" || node.exportKind === "type";
        if (node.source && typeOnly) statement.replaceWith(t.importDeclaration([], t.stringLiteral(node.source.value)));
      }
    },
  },
});

module.exports = {
  plugins: [keepTypeImports],
  presets: [["@babel/preset-typescript", { onlyRemoveTypeImports: true }]],
};
