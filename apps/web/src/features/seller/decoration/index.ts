// Store decoration (issue 14 part 4, decision 43): the editor with its live preview.
export { DecorationEditor } from './components/decoration-editor';
import './decoration.css';
