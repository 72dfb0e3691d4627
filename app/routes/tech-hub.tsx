export default function Page() {
  return <h1 className="text-h1">tech-hub</h1>;
}
