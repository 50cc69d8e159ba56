export interface Faq {
  question: string;
  topic: string;
  answer: string;
}

// Questions and answers of a bicycle rental shop.
export const faqs: Faq[] = [
  { question: "How do I rent a bike?", topic: "Booking", answer: "Pick a station on the map, choose a bike and unlock it with the code we text you. You can also book up to 7 days ahead." },
  { question: "What does it cost?", topic: "Prices", answer: "City bikes cost $3 per hour or $15 per day. E-bikes cost $6 per hour or $30 per day. Helmets are free." },
  { question: "Can I return the bike to another station?", topic: "Returns", answer: "Yes, any of our 42 stations takes any bike. Lock it to a free dock and the rental ends automatically." },
  { question: "What if I get a flat tyre?", topic: "Support", answer: "Call the number on the frame. A mechanic reaches you within 30 minutes anywhere in the city centre." },
  { question: "Do you offer child seats?", topic: "Equipment", answer: "Child seats for ages 1 to 6 and trailers for two children are available at the central station." },
];
