import { ChevronDown } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { MORE_TAGS_TRIGGER_CLASS, TagChooser, type TagFilterProps } from "./tag-filter";

/** The "태그 더보기" popover with every tag; mounted (already open) by the first press of its button. */
export function MoreTagsPopover({ selected, options, onToggle }: TagFilterProps) {
  return (
    <Popover defaultOpen>
      <PopoverTrigger className={MORE_TAGS_TRIGGER_CLASS}>
        태그 더보기
        <ChevronDown className="size-4" aria-hidden="true" />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 max-w-[calc(100vw-2rem)]">
        <TagChooser selected={selected} options={options} onToggle={onToggle} listClassName="max-h-64 overflow-y-auto" />
      </PopoverContent>
    </Popover>
  );
}
