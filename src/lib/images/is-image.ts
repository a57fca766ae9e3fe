/** Whether the browser says a picked file is a picture (the server has the last word). */
export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}
