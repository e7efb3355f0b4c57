// Photo upload and hosting messages (app/.server/photos), shown to the person uploading.
export default {
  emptyBody: "The upload is empty. Choose a photo and try again.",
  notMultipart: "Send the photo as a multipart/form-data upload, in a field named “photo”.",
  malformedUpload: "The upload couldn't be read. Please try again.",
  missingPhoto: "No photo was found in the upload. Send the image in a field named “photo”.",
  emptyFile: "The photo file is empty. Choose another photo.",
  tooManyFiles: "Send one photo at a time.",
  tooLarge: "This photo is larger than {{maxMegabytes}} MB. Choose a smaller file.",
  unsupportedType:
    "This file isn't an image we can use. Choose a JPEG, PNG, WebP, AVIF or GIF photo.",
  corrupt: "This image is damaged or incomplete. Export it again or choose another photo.",
  tooManyPixels:
    "This image has too many pixels (the limit is {{maxMegapixels}} megapixels). Choose a smaller photo.",
  notFound: "This photo doesn't exist or is no longer available.",
};
