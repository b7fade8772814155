/** The complete `.smith` grammar: one shared parser instance (Chevrotain parsers are reusable and costly to build). */
import { DeclarationGrammar } from './grammar-declarations';

export class SmithParser extends DeclarationGrammar {
  constructor(checkGrammar = false) {
    super(checkGrammar);
    this.performSelfAnalysis();
  }
}

let instance: SmithParser | undefined;

export function smithParser(): SmithParser {
  instance ??= new SmithParser();
  return instance;
}
