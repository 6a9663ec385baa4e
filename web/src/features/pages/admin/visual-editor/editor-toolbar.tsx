import {
  BoldOutlined,
  CalendarOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PhoneOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import type { MouseEvent, ReactNode } from 'react';
import { BUSINESS_PLACEHOLDERS, pageActionLink, type PageAction } from '@plumbing/shared';

const MOD = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl+';
type Level = 2 | 3 | 4;
/** The text styles: a paragraph, or a heading under the page's title (its H1). */
const STYLES = [
  { level: 0, name: 'Paragraph', mark: '¶', keys: `${MOD}Alt+0` },
  { level: 2, name: 'Heading 2', mark: 'H2', keys: `${MOD}Alt+2` },
  { level: 3, name: 'Heading 3', mark: 'H3', keys: `${MOD}Alt+3` },
  { level: 4, name: 'Heading 4', mark: 'H4', keys: `${MOD}Alt+4` },
] as const;

/** A press on a tool must not take the focus from the page: the editor keeps its selection. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A toolbar button: its name and shortcut in its title (and for screen readers), pressed while its
 * style applies. Plain buttons with a title rather than Ant Design's Button in a Tooltip each: some
 * eighty fewer components to mount when a page opens with its two editors (bench:editor).
 */
function Tool(props: { name: string; keys?: string; icon: ReactNode; pressed?: boolean; disabled?: boolean; onPress: () => void }) {
  return (
    <button
      type="button"
      className="editor-tool"
      title={props.keys ? `${props.name} (${props.keys})` : props.name}
      aria-label={props.name}
      aria-keyshortcuts={props.keys?.replace('⌘', 'Meta+')}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onMouseDown={keepFocus}
      onClick={props.onPress}
    >
      {props.icon}
    </button>
  );
}

/** A toolbar button with words (a table's, a business fact's). */
function WordTool({ label, children, onPress }: { label?: string; children: ReactNode; onPress: () => void }) {
  return (
    <button type="button" className="editor-tool editor-tool-words" aria-label={label} onMouseDown={keepFocus} onClick={onPress}>
      {children}
    </button>
  );
}

/** The button blocks a page may hold (shared page-actions), as the toolbar offers them. */
const ACTIONS: ReadonlyArray<{ action: PageAction; name: string; icon: ReactNode }> = [
  { action: 'call', name: 'Insert a “Call us” button', icon: <PhoneOutlined /> },
  { action: 'book', name: 'Insert a “Book a visit” button', icon: <CalendarOutlined /> },
];

/** The visual editor's toolbar (issue #52): text style, marks, lists, quote, link, image, table, buttons, undo, and the business's facts. */
export function EditorToolbar({
  editor,
  lang,
  onLink,
  onImage,
}: {
  editor: Editor;
  lang?: string;
  onLink: () => void;
  onImage: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      level: ([2, 3, 4] as Level[]).find((level) => current.isActive('heading', { level })) ?? (current.isActive('paragraph') ? 0 : -1),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      table: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const spanish = lang === 'es' ? ' into the Spanish version' : '';

  return (
    <div className="page-visual-editor-toolbar" role="toolbar" aria-label={`Formatting${spanish ? ' of the Spanish version' : ''}`}>
      <div className="editor-tool-row">
        {/* Buttons rather than a menu: a press leaves the cursor in the page, as the other tools do. */}
        {STYLES.map(({ level, name, mark, keys }) => (
          <Tool
            key={level}
            name={name}
            keys={keys}
            icon={<span aria-hidden="true">{mark}</span>}
            pressed={state.level === level}
            onPress={() => (level ? chain().setHeading({ level }) : chain().setParagraph()).run()}
          />
        ))}
        <Tool name="Bold" keys={`${MOD}B`} icon={<BoldOutlined />} pressed={state.bold} onPress={() => chain().toggleBold().run()} />
        <Tool
          name="Italic"
          keys={`${MOD}I`}
          icon={<ItalicOutlined />}
          pressed={state.italic}
          onPress={() => chain().toggleItalic().run()}
        />
        <Tool
          name="Bulleted list"
          keys={`${MOD}Shift+8`}
          icon={<UnorderedListOutlined />}
          pressed={state.bullets}
          onPress={() => chain().toggleBulletList().run()}
        />
        <Tool
          name="Numbered list"
          keys={`${MOD}Shift+7`}
          icon={<OrderedListOutlined />}
          pressed={state.numbers}
          onPress={() => chain().toggleOrderedList().run()}
        />
        <Tool
          name="Quote"
          keys={`${MOD}Shift+B`}
          icon={<span aria-hidden="true">“</span>}
          pressed={state.quote}
          onPress={() => chain().toggleBlockquote().run()}
        />
        <Tool name="Link" keys={`${MOD}K`} icon={<LinkOutlined />} pressed={state.link} onPress={onLink} />
        <Tool name="Insert an image" icon={<PictureOutlined />} onPress={onImage} />
        <Tool
          name={state.table ? 'Add a row below' : 'Insert a table'}
          icon={<TableOutlined />}
          onPress={() => (state.table ? chain().addRowAfter() : chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true })).run()}
        />
        {state.table && <WordTool onPress={() => chain().addColumnAfter().run()}>Add a column</WordTool>}
        {state.table && <WordTool onPress={() => chain().deleteTable().run()}>Delete the table</WordTool>}
        {ACTIONS.map(({ action, name, icon }) => (
          <Tool
            key={action}
            name={name}
            icon={icon}
            onPress={() =>
              chain()
                .insertContent({ type: 'pageAction', attrs: pageActionLink(action, lang === 'es' ? 'es' : 'en') })
                .run()
            }
          />
        ))}
        <Tool name="Undo" keys={`${MOD}Z`} icon={<UndoOutlined />} disabled={!state.canUndo} onPress={() => chain().undo().run()} />
        <Tool name="Redo" keys={`${MOD}Shift+Z`} icon={<RedoOutlined />} disabled={!state.canRedo} onPress={() => chain().redo().run()} />
      </div>
      <div className="editor-tool-row page-visual-editor-facts">
        <span className="editor-tool-caption">Insert from the business profile:</span>
        {BUSINESS_PLACEHOLDERS.map(({ token, label }) => (
          <WordTool
            key={token}
            label={`Insert ${label.toLowerCase()}${spanish} (${token})`}
            onPress={() =>
              chain()
                .insertContent({ type: 'businessFact', attrs: { fact: token.slice(11, -2) } })
                .run()
            }
          >
            {label}
          </WordTool>
        ))}
      </div>
    </div>
  );
}
