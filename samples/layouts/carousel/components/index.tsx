import { useRef, useState, type CSSProperties } from "react";
import {
  IgrButton,
  IgrCarousel,
  IgrCarouselSlide,
  IgrCheckbox,
  IgrInput,
  IgrRating,
  IgrSelect,
  IgrSelectItem,
  IgrTextarea,
} from "igniteui-react";
import { StatusLine } from "../../../_shared/controls";

const slide: CSSProperties = { height: "100%", display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center", gap: 16, padding: "24px 80px 56px", boxSizing: "border-box" };
const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

// A feedback survey: every slide holds other Ignite UI components, and the buttons move the carousel.
export default function CarouselComponentsSample() {
  const carousel = useRef<IgrCarousel>(null);
  const [name, setName] = useState("");
  const [visit, setVisit] = useState("first");
  const [rating, setRating] = useState(4);
  const [comment, setComment] = useState("");
  const [contact, setContact] = useState(false);
  const [sent, setSent] = useState(false);

  const next = () => void carousel.current?.next();

  return (
    <div style={page}>
      <StatusLine>
        {sent ? (
          <>
            Thank you, <b>{name || "guest"}</b>: {rating} star(s), {visit} visit{contact ? ", we will get in touch" : ""}.
          </>
        ) : (
          "Answer the survey slide by slide."
        )}
      </StatusLine>
      <IgrCarousel ref={carousel} disableLoop style={{ flex: 1, minHeight: 340, border: "1px solid var(--ig-gray-300)", borderRadius: 8 }}>
        <IgrCarouselSlide>
          <div style={slide}>
            <h2 style={{ margin: 0 }}>How was your stay?</h2>
            <IgrInput label="Your name" value={name} style={{ width: 280 }} onInput={(e) => setName(e.detail)} />
            <IgrSelect label="Visit" value={visit} style={{ width: 280 }} onChange={(e) => setVisit(e.detail.value)}>
              <IgrSelectItem value="first">My first visit</IgrSelectItem>
              <IgrSelectItem value="repeat">I have been here before</IgrSelectItem>
              <IgrSelectItem value="business">A business trip</IgrSelectItem>
            </IgrSelect>
            <IgrButton onClick={next}>Next</IgrButton>
          </div>
        </IgrCarouselSlide>
        <IgrCarouselSlide>
          <div style={slide}>
            <h2 style={{ margin: 0 }}>Rate the hotel</h2>
            <IgrRating label="Overall" value={rating} max={5} onChange={(e) => setRating(e.detail)} />
            <IgrTextarea label="Anything to add?" value={comment} rows={3} style={{ width: 360 }} onInput={(e) => setComment(e.detail)} />
            <IgrButton onClick={next}>Next</IgrButton>
          </div>
        </IgrCarouselSlide>
        <IgrCarouselSlide>
          <div style={slide}>
            <h2 style={{ margin: 0 }}>Almost done</h2>
            <IgrCheckbox checked={contact} onChange={(e) => setContact(e.detail.checked)}>
              You may contact me about my answers
            </IgrCheckbox>
            <IgrButton onClick={() => setSent(true)} disabled={sent}>
              {sent ? "Sent" : "Send feedback"}
            </IgrButton>
          </div>
        </IgrCarouselSlide>
      </IgrCarousel>
    </div>
  );
}
