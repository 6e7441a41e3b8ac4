import type { OutputsWords } from './en.js';

const words: OutputsWords = {
  diagram: 'Diagramme ($$)',
  sgf: 'SGF',
  snippet: 'HTML',
  svg: 'SVG',
  copy: 'Copier',
  copyName: (output) => `Copier ${output}`,
  copied: 'Copié',
  notCopied: (clipboard, reason) =>
    `Non copié\u00a0: ${clipboard === 'missing' ? 'le navigateur n’offre pas de presse-papiers ici' : `le navigateur a refusé le presse-papiers (${reason})`}, et sa commande de copie a échoué. Le texte est sélectionné\u00a0: appuyez sur Ctrl+C (⌘C sur Mac) pour le copier.`,
};

export default words;
