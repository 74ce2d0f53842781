// The texts of a picture the customer takes or chooses and uploads, in the three languages: the
// ID photo (PhotoWidget.tsx) and the option selector's picture message (goods-sku/MessageImage.tsx).
import type { WidgetLocale } from '../context';

export type PhotoText = 'take' | 'choose' | 'capture' | 'cancel' | 'remove' | 'retake' | 'uploading' | 'done' | 'failed' | 'type' | 'size' | 'missing' | 'noCamera' | 'preview' | 'camera' | 'none' | 'read' | 'name' | 'idNumber' | 'dateOfBirth';
export const PHOTO_TEXTS: Record<WidgetLocale, Record<PhotoText, string>> = {
  'zh-TW': {
    take: '拍攝照片', choose: '選擇相片', capture: '拍攝', cancel: '取消', remove: '刪除照片', retake: '重新拍攝',
    uploading: '上載中…', done: '已上載', failed: '上載失敗：{message}', type: '只接受 jpg、jpeg 或 png 格式的圖片',
    size: '圖片大小不可超過6MB', missing: '找不到圖片，請重試', noCamera: '無法使用相機，請選擇相片', preview: '已拍攝的照片',
    camera: '相機預覽', none: '尚未上載照片', read: '證件上讀到的資料，請核對', name: '姓名', idNumber: '證件號碼', dateOfBirth: '出生日期',
  },
  'zh-CN': {
    take: '拍摄照片', choose: '选择相片', capture: '拍摄', cancel: '取消', remove: '删除照片', retake: '重新拍摄',
    uploading: '上传中…', done: '已上传', failed: '上传失败：{message}', type: '只接受 jpg、jpeg 或 png 格式的图片',
    size: '图片大小不可超过6MB', missing: '找不到图片，请重试', noCamera: '无法使用相机，请选择相片', preview: '已拍摄的照片',
    camera: '相机预览', none: '尚未上传照片', read: '证件上读到的资料，请核对', name: '姓名', idNumber: '证件号码', dateOfBirth: '出生日期',
  },
  en: {
    take: 'Take a photo', choose: 'Choose a photo', capture: 'Capture', cancel: 'Cancel', remove: 'Delete the photo', retake: 'Take again',
    uploading: 'Uploading…', done: 'Uploaded', failed: 'Upload failed: {message}', type: 'Only jpg, jpeg or png images are accepted',
    size: 'The image may not be larger than 6 MB', missing: 'Image not found, please retry', noCamera: 'The camera cannot be used, please choose a photo', preview: 'The photo taken',
    camera: 'Camera preview', none: 'No photo uploaded yet', read: 'Read from your ID card, please check', name: 'Name', idNumber: 'ID number', dateOfBirth: 'Date of birth',
  },
};
