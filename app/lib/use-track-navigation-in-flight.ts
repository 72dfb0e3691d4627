import { useEffect } from "react";
import { useNavigation } from "react-router";
import { rememberNavigationInFlight } from "./interrupted-navigation.ts";

/** Keeps the address of the navigation in flight, for resumeInterruptedNavigation. */
export function useTrackNavigationInFlight(): void {
  const navigation = useNavigation();
  const target = navigation.location;
  const href =
    navigation.state === "idle" || !target
      ? null
      : `${target.pathname}${target.search}${target.hash}`;
  useEffect(() => {
    rememberNavigationInFlight(href);
  }, [href]);
}
