export default function Page() {
  return <h1 className="text-h1">home</h1>;
}
