// The kit's date picker, in a module of its own so DateWidget can load it on first opening.
import '../overlays/motion';

export { DatePicker } from 'antd-mobile';
