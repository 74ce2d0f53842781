// ITSI510030: a face-scan capture (two frames); see services/customer/face-scan.ts for what is checked.
import { customerOf, type Handler } from '../api/handler.js';
import { acceptFaceCapture } from '../services/customer/face-scan.js';

export const faceScan: Handler<'ITSI510030'> = (call, payload) => acceptFaceCapture(call.ctx, customerOf(call), payload.frames, call.ip);
