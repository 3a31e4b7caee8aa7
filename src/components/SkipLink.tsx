// The first stop of the keyboard on every page of both apps: straight to the main area (which takes focus itself,
// so reading starts there even where the browser would not move focus to a fragment).
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      Hoppa till innehållet
    </a>
  );
}
