package pdll.intellij.packaging;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/** A parsed plugin.xml and the facts the checks need: extensions by namespace, and every class it names. */
final class PluginXml {
    /** Attributes that hold class names in plugin.xml (extension beans, services, actions). */
    static final List<String> CLASS_ATTRIBUTES = List.of("implementationClass", "factoryClass", "implementation",
            "serviceImplementation", "serviceInterface", "testServiceImplementation", "headlessImplementation",
            "instance", "provider", "class", "documentMatcher", "beanClass", "interface");

    record Extension(String namespace, Element element) {}

    record ClassRef(String name, String where) {}

    final Document doc;

    PluginXml(InputStream in) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(false);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        doc = f.newDocumentBuilder().parse(in);
    }

    Element root() {
        return doc.getDocumentElement();
    }

    List<Extension> extensions() {
        List<Extension> out = new ArrayList<>();
        for (Element ext : children(root(), "extensions")) {
            String ns = ext.getAttribute("defaultExtensionNs");
            for (Element e : children(ext, null)) out.add(new Extension(ns, e));
        }
        return out;
    }

    List<ClassRef> classRefs() {
        List<ClassRef> out = new ArrayList<>();
        collect(root(), out);
        return out;
    }

    List<String> texts(String tag) {
        List<String> out = new ArrayList<>();
        for (Element e : children(root(), tag)) out.add(e.getTextContent().strip());
        return out;
    }

    static List<Element> children(Element parent, String tag) {
        List<Element> out = new ArrayList<>();
        NodeList nl = parent.getChildNodes();
        for (int i = 0; i < nl.getLength(); i++) {
            if (nl.item(i) instanceof Element e && (tag == null || e.getTagName().equals(tag))) out.add(e);
        }
        return out;
    }

    private static void collect(Element e, List<ClassRef> out) {
        for (String a : CLASS_ATTRIBUTES) {
            if (e.hasAttribute(a)) out.add(new ClassRef(e.getAttribute(a).strip(), "<" + e.getTagName() + " " + a + ">"));
        }
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c) collect(c, out);
        }
    }
}
