/** A file the reader cannot open, with the sentence to show the person. */
export class ReaderFileError extends Error {
  override name = 'ReaderFileError';
}
