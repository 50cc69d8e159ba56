import { useState, type CSSProperties } from "react";
import { IgrAccordion, IgrExpansionPanel } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";

interface Section {
  title: string;
  chapters: { title: string; lessons: string[] }[];
}

// A course outline: sections hold chapters, chapters hold lessons.
const course: Section[] = [
  {
    title: "1. Getting started",
    chapters: [
      { title: "Installing the tools", lessons: ["Node.js and npm", "Your first project", "The editor setup"] },
      { title: "Project structure", lessons: ["Source folders", "Configuration files"] },
    ],
  },
  {
    title: "2. Components",
    chapters: [
      { title: "Props and state", lessons: ["Passing props", "Local state", "Lifting state up"] },
      { title: "Effects", lessons: ["Fetching data", "Cleaning up", "Custom hooks"] },
      { title: "Forms", lessons: ["Controlled inputs", "Validation"] },
    ],
  },
  {
    title: "3. Shipping",
    chapters: [
      { title: "Testing", lessons: ["Unit tests", "End-to-end tests"] },
      { title: "Deploying", lessons: ["Building for production", "Hosting"] },
    ],
  },
];

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function AccordionNestedScenarioSample() {
  const [singleSection, setSingleSection] = useState(true);
  const [singleChapter, setSingleChapter] = useState(false);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="One section at a time" checked={singleSection} onChange={setSingleSection} />
        <SwitchControl label="One chapter at a time" checked={singleChapter} onChange={setSingleChapter} />
      </ControlBar>

      {/* Each section's content is itself an accordion: expanding a chapter never closes its section. */}
      <IgrAccordion singleExpand={singleSection} style={{ maxWidth: 760 }}>
        {course.map((section, s) => (
          <IgrExpansionPanel key={section.title} open={s === 1}>
            <span slot="title" style={{ fontWeight: 600 }}>
              {section.title}
            </span>
            <span slot="subtitle">{section.chapters.length} chapters</span>
            <IgrAccordion singleExpand={singleChapter}>
              {section.chapters.map((chapter, c) => (
                <IgrExpansionPanel key={chapter.title} open={s === 1 && c === 0} indicatorPosition="start">
                  <span slot="title">{chapter.title}</span>
                  <span slot="subtitle">{chapter.lessons.length} lessons</span>
                  <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
                    {chapter.lessons.map((lesson) => (
                      <li key={lesson}>{lesson}</li>
                    ))}
                  </ol>
                </IgrExpansionPanel>
              ))}
            </IgrAccordion>
          </IgrExpansionPanel>
        ))}
      </IgrAccordion>
    </div>
  );
}
